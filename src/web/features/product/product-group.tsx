import { Link } from 'react-router';
import type { ProductGroup, ProductGroupOption } from '#contracts/catalog';
import { cx } from '#web/components/ui/cx';
import { useT } from '#web/lib/i18n/use-translate';

/**
 * The product's colours, sizes or materials (docs/rules.md#product-groups): plain links to the
 * siblings' own pages, rendered on the server, so the choice works before any script and is one
 * tab stop per option. Colours with a swatch are dots (their names for screen readers and as a
 * tooltip), everything else a button-like link with its label. A sold-out sibling stays in the
 * strip, dimmed and struck through, and says so in words.
 */
export function ProductGroupChoice({ group }: { group: ProductGroup }) {
  const t = useT();
  const current = group.options.find((o) => o.current);
  const dots = group.axis === 'color' && group.options.every((o) => o.swatch !== null);
  return (
    <nav aria-label={t(`group.nav.${group.axis}`)} className="mt-5">
      <p className="text-sm">
        <span className="text-muted">{`${t(`group.axis.${group.axis}`)}: `}</span>
        <span className="font-medium text-ink">{current?.label}</span>
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {group.options.map((option) => (
          <li key={option.id}>
            {dots ? <SwatchLink option={option} /> : <LabelLink option={option} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SoldOut({ option }: { option: ProductGroupOption }) {
  const t = useT();
  return option.available ? null : <span className="sr-only">{` (${t('group.soldOut')})`}</span>;
}

const linkFocus =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

function SwatchLink({ option }: { option: ProductGroupOption }) {
  const t = useT();
  const image = option.swatch!.startsWith('/media/');
  return (
    <Link
      to={option.url}
      aria-current={option.current ? 'page' : undefined}
      title={option.available ? option.label : `${option.label} (${t('group.soldOut')})`}
      className={cx(
        'relative flex size-11 items-center justify-center rounded-full',
        option.current ? 'ring-2 ring-ink' : 'ring-1 ring-line hover:ring-ink/60',
        linkFocus,
      )}
    >
      {image ? (
        <img
          src={option.swatch!}
          alt=""
          width={36}
          height={36}
          className={cx('size-9 rounded-full object-cover', !option.available && 'opacity-40')}
        />
      ) : (
        <span
          aria-hidden="true"
          className={cx(
            'size-9 rounded-full ring-1 ring-black/10 ring-inset',
            !option.available && 'opacity-40',
          )}
          style={{ backgroundColor: option.swatch! }}
        />
      )}
      {!option.available && (
        // The strike across a sold-out colour: a diagonal line over the dot.
        <span aria-hidden="true" className="absolute h-0.5 w-10 rotate-45 rounded-full bg-ink/70" />
      )}
      <span className="sr-only">{option.label}</span>
      <SoldOut option={option} />
    </Link>
  );
}

function LabelLink({ option }: { option: ProductGroupOption }) {
  return (
    <Link
      to={option.url}
      aria-current={option.current ? 'page' : undefined}
      className={cx(
        'flex min-h-11 min-w-11 items-center gap-2 rounded-md px-3 text-sm',
        option.current
          ? 'bg-ink font-semibold text-white ring-2 ring-ink'
          : 'bg-surface text-ink ring-1 ring-line hover:ring-ink/60',
        !option.available && 'text-muted line-through',
        linkFocus,
      )}
    >
      {option.swatch && !option.swatch.startsWith('/media/') && (
        <span
          aria-hidden="true"
          className="size-4 rounded-full ring-1 ring-black/10 ring-inset"
          style={{ backgroundColor: option.swatch }}
        />
      )}
      {option.label}
      <SoldOut option={option} />
    </Link>
  );
}

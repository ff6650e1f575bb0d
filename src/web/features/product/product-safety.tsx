import type { ProductSafety, SafetyParty } from '#contracts/catalog';
import { gtinProperty } from '#domain/product-safety/gtin';
import { Markdown } from '#web/components/ui/markdown';
import { formatFileSize } from '#web/lib/file-size';
import { useLocale, useT } from '#web/lib/i18n/use-translate';

// Each link its own line, at least 24 px high: two stacked 20 px lines failed WCAG 2.2's target
// size (Lighthouse's `target-size`, the product page's accessibility 97).
const LINK = 'block min-h-6 break-all text-brand-700 underline underline-offset-2';

function Party({ party }: { party: SafetyParty }) {
  return (
    <>
      <span className="block font-medium text-ink">{party.name}</span>
      <span className="block">{party.address}</span>
      <a className={LINK} href={`mailto:${party.email}`}>
        {party.email}
      </a>
      {party.url && (
        <a className={LINK} href={party.url} rel="noopener noreferrer nofollow">
          {party.url}
        </a>
      )}
    </>
  );
}

/**
 * "Product safety": what GPSR art. 19 asks every offer to show (docs/rules.md#product-safety):
 * the manufacturer, the EU responsible person when there is one, the GTIN, the warnings in the
 * shopper's language and any safety documents (PDF links). Server-rendered like the rest of the
 * page.
 */
export function ProductSafetySection({ safety }: { safety: ProductSafety }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="mt-6" aria-labelledby="product-safety" data-testid="product-safety">
      <h2 id="product-safety" className="text-lg font-semibold text-ink">
        {t('product.safety.title')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {safety.manufacturer && (
          <div className="min-w-0">
            <dt className="text-muted">{t('product.safety.manufacturer')}</dt>
            <dd data-testid="safety-manufacturer">
              <Party party={safety.manufacturer} />
            </dd>
          </div>
        )}
        {safety.responsible_person && (
          <div className="min-w-0">
            <dt className="text-muted">{t('product.safety.responsible')}</dt>
            <dd data-testid="safety-responsible-person">
              <Party party={safety.responsible_person} />
            </dd>
          </div>
        )}
        {safety.gtin && (
          <div className="min-w-0">
            <dt className="text-muted">{t('product.safety.gtin')}</dt>
            <dd className="tabular-nums" data-testid="safety-gtin">
              {safety.gtin}
            </dd>
          </div>
        )}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-ink">{t('product.safety.information')}</h3>
      <div className="mt-1 text-sm" data-testid="safety-information">
        {safety.information.trim() ? (
          <Markdown source={safety.information} />
        ) : (
          <p className="text-muted">{t('product.safety.none')}</p>
        )}
      </div>
      {safety.documents.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-ink">{t('product.safety.documents')}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="safety-documents">
            {safety.documents.map((d) => (
              <li key={d.url}>
                <a className={LINK} href={d.url} type="application/pdf">
                  {d.title}
                </a>{' '}
                <span className="text-muted">(PDF, {formatFileSize(locale, d.size)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** JSON-LD `Product` properties of the safety data: brand, manufacturer and gtin13 (or gtin). */
export function safetyJsonLd(safety: ProductSafety): Record<string, unknown> {
  const m = safety.manufacturer;
  return {
    ...(m && {
      brand: { '@type': 'Brand', name: m.name },
      manufacturer: {
        '@type': 'Organization',
        name: m.name,
        email: m.email,
        address: m.address,
        ...(m.url && { url: m.url }),
      },
    }),
    ...(safety.gtin && { [gtinProperty(safety.gtin)]: safety.gtin }),
  };
}

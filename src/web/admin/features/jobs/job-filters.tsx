import { useSearchParams } from 'react-router';
import { JOB_STATUSES } from '#contracts/admin/jobs';
import { FilterForm, FilterSelect } from '#web/admin/lib/address-filters';
import { topicLabel, useJobsT } from './i18n';
import { JOB_FILTERS } from './jobs-queries';

/**
 * The list's filters, in the address (lib/address-filters.tsx): a status (none: the work not
 * done yet) and a topic, from the handlers the list answer names.
 */
export function JobFilters({ topics }: { topics: readonly string[] | undefined }) {
  const t = useJobsT();
  const [params] = useSearchParams();
  // The address's topic is a choice even before the list (and its topics) has loaded, so the
  // uncontrolled select starts on it.
  const current = params.get('topic');
  const values = [...new Set([...(topics ?? []), ...(current ? [current] : [])])];
  return (
    <FilterForm
      texts={{ label: t('jobs.filters'), apply: t('jobs.apply'), reset: t('jobs.reset') }}
      filters={JOB_FILTERS}
      applyTestId="jobs-filter-apply"
      columns="lg:grid-cols-[1fr_1.4fr_auto]"
    >
      <FilterSelect
        label={t('jobs.status')}
        name="status"
        anyLabel={t('jobs.anyStatus')}
        values={JOB_STATUSES}
        labelOf={(s) => t(`jobs.status.${s}`)}
        testId="jobs-status-filter"
      />
      <FilterSelect
        label={t('jobs.topic')}
        name="topic"
        anyLabel={t('jobs.anyTopic')}
        values={values}
        labelOf={(topic) => topicLabel(t, topic)}
        testId="jobs-topic-filter"
      />
    </FilterForm>
  );
}

import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type JobsMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The background work screen's texts (docs/back-office/conventions.md). */
export const jobsTexts = createTexts<JobsMessages>({ pl, en, ru });

export type JobsT = Translate<keyof JobsMessages>;
export const useJobsT = jobsTexts.useT;

/** A topic in words when the screen knows it, else the topic itself (`noun.what`). */
export function topicLabel(t: JobsT, topic: string): string {
  const key = `jobs.topic.${topic}`;
  return jobsTexts.has(key) ? t(key) : topic;
}

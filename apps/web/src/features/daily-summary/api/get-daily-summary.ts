// The daily summary's query is shared (lib/api): /strict-menu reads it too.
export {
  type DailySummary,
  getDailySummary,
  getDailySummaryQueryOptions,
  useDailySummary,
} from '@/lib/api/get-daily-summary';
export { summariesQueryKey } from '@/lib/api/query-roots';

// Moved to lib/api (every screen that logs refreshes the same way); kept for this feature's imports.
export { refreshAfterLog } from '@/lib/api/refresh-after-log';

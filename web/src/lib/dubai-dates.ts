// The shop's one date format lives in the domain, shared with the backend's mail (domain/src/date-format.ts).
export { formatDubaiDate, formatDubaiDateTime, formatLocalDate } from '@store/domain';

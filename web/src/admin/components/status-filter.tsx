import { Link, useSearchParams } from 'react-router-dom';
import { withParam } from '@/admin/components/paging.ts';

interface StatusFilterProps<T extends string> {
  /** Names the links ("Show messages"). */
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  current: T | null;
  param?: string;
}

/** "All · Unread · Read · Answered": links that change one filter of the address, the current one marked. */
export function StatusFilter<T extends string>({
  label,
  choices,
  labels,
  current,
  param = 'status',
}: StatusFilterProps<T>) {
  const [params] = useSearchParams();
  const options: { value: T | null; label: string }[] = [
    { value: null, label: 'All' },
    ...choices.map((value) => ({ value, label: labels[value] })),
  ];
  return (
    <nav aria-label={label} className="status-filter">
      <ul>
        {options.map((option) => (
          <li key={option.value ?? 'all'}>
            <Link
              to={withParam(params, param, option.value)}
              aria-current={option.value === current ? 'page' : undefined}
              className="status-filter__link"
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

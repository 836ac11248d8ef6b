import { dubaiDate } from '@store/domain';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { FormShell } from '@/components/ui/form-shell.tsx';
import { toFormErrors } from '@/lib/form-errors.ts';
import { DateField } from '@/admin/components/fields.tsx';
import { ORDERS_PATH } from './order-paths.ts';
import {
  EMIRATE_OPTIONS,
  filterValues,
  filtersFromValues,
  isFiltered,
  orderFiltersSearch,
  STATUS_LABELS,
  validateFilterValues,
  type OrderFilters,
  type OrderFilterValues,
} from './order-filters.ts';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const EMIRATE_CHOICES = [{ value: '', label: 'Any emirate' }, ...EMIRATE_OPTIONS];

/**
 * Status, Dubai dates, emirate and a search: applying them puts them in the URL (a new history entry, so Back
 * returns to the list before), and the list follows the URL.
 */
export function OrderFilterForm({ filters }: { filters: OrderFilters }) {
  const navigate = useNavigate();
  const today = dubaiDate(new Date());

  return (
    <Form<OrderFilterValues>
      initialValues={filterValues(filters)}
      validate={(values) => toFormErrors(validateFilterValues(values))}
      onSubmit={(values) => {
        void navigate(`${ORDERS_PATH}${orderFiltersSearch(filtersFromValues(values))}`);
      }}
    >
      {({ handleSubmit }) => (
        <FormShell label="Filter orders" handleSubmit={handleSubmit} className="order-filters">
          <TextField name="q" label="Order number, name, e-mail or phone" autoComplete="off" />
          <div className="order-filters__row">
            <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
            <SelectField name="emirate" label="Emirate" options={EMIRATE_CHOICES} />
            <DateField name="from" label="From (Dubai date)" max={today} />
            <DateField name="to" label="To (Dubai date)" max={today} />
          </div>
          <div className="form__actions order-filters__actions">
            <button type="submit" className="button">
              Show orders
            </button>
            {isFiltered(filters) && (
              <Link to={ORDERS_PATH} className="button button--outline">
                Clear filters
              </Link>
            )}
          </div>
        </FormShell>
      )}
    </Form>
  );
}

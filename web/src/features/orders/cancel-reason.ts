import { validateCancelReason } from '@store/domain';
import type { CancelOrderDialog_StoreInfoFragment, CancelReason } from '@/__generated__/graphql.ts';

type Options = CancelOrderDialog_StoreInfoFragment['cancelReasons'];

/** 'Cancel reason is required.' when none is chosen; the domain knows the reasons by their words. */
export function cancelReasonError(chosen: CancelReason | '', options: Options): string | undefined {
  const label = options.find((option) => option.value === chosen)?.label ?? '';
  return validateCancelReason(label);
}

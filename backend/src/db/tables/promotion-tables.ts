/** Discount codes and their uses. */

export interface PromotionTable {
  id: string;
  code: string;
  code_key: string;
  kind: string;
  value: number;
  min_product_total_fils: number;
  first_order_only: number;
  once_per_customer: number;
  usage_limit: number | null;
  uses: number;
  starts_at: string | null;
  ends_at: string | null;
  active: number;
  /** JSON: product ids. */
  product_ids: string;
  /** JSON: collection names. */
  collections: string;
  issued_to: string | null;
  source: string;
  created_at: string;
  updated_at: string;
}

export interface PromotionRedemptionTable {
  order_id: string;
  promotion_id: string;
  email: string;
  once_key: string | null;
  redeemed_at: string;
}

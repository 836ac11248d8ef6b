import { secondFactorMutation } from '../admin/second-factor-resolvers.ts';
import {
  DateTimeResolver,
  LocalDateResolver,
  NonNegativeFloatResolver,
  NonNegativeIntResolver,
  PositiveIntResolver,
} from 'graphql-scalars';
import { CANCEL_REASONS, EMIRATES, RETURN_REASONS } from '@store/domain';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { catalogAdminMutation, catalogAdminQuery } from '../admin/catalog-resolvers.ts';
import { customerAdminMutation, customerAdminQuery } from '../admin/customer-resolvers.ts';
import { dashboardQuery } from '../admin/dashboard-resolvers.ts';
import { promotionAdminMutation, promotionAdminQuery } from '../admin/promotion-resolvers.ts';
import { AdminProductSummary, returnAdminMutation, returnAdminQuery } from '../admin/return-resolvers.ts';
import { mailMutation, mailQuery } from '../admin/mail-resolvers.ts';
import { orderAdminMutation, orderAdminQuery } from '../admin/order-resolvers.ts';
import { pageTextAdminMutation, pageTextAdminQuery } from '../admin/page-text-resolvers.ts';
import { staffMutation, staffQuery } from '../admin/staff-resolvers.ts';
import { catalogQuery } from './catalog-query.ts';
import { Banner, Collection, FacetCount, Lookbook, Testimonial } from './collection.ts';
import { contactMutation } from './contact.ts';
import { Customer, customerMutation, customerQuery } from './customer.ts';
import { Order, OrderItem } from './order.ts';
import { orderMutation } from './order-mutation.ts';
import { orderQuery } from './order-query.ts';
import { returnMutation } from './return-mutation.ts';
import { Product } from './product.ts';
import { pageTextsQuery } from './page-texts.ts';
import { storeContactQuery } from './store-contact.ts';

export const resolvers: Resolvers = {
  DateTime: DateTimeResolver,
  LocalDate: LocalDateResolver,
  NonNegativeFloat: NonNegativeFloatResolver,
  NonNegativeInt: NonNegativeIntResolver,
  PositiveInt: PositiveIntResolver,
  // GraphQL enum names → the domain's values, so resolvers receive 'Dubai' and 'Size has been Incorrect'.
  CancelReason: {
    SIZE_INCORRECT: CANCEL_REASONS[0],
    PLACED_INCORRECTLY: CANCEL_REASONS[1],
    WRONG_ITEM: CANCEL_REASONS[2],
  },
  ReturnReason: {
    WRONG_SIZE: RETURN_REASONS[0],
    DEFECTIVE: RETURN_REASONS[1],
    WRONG_ITEM: RETURN_REASONS[2],
    NOT_AS_PICTURED: RETURN_REASONS[3],
    CHANGED_MIND: RETURN_REASONS[4],
    OTHER: RETURN_REASONS[5],
  },
  Emirate: {
    ABU_DHABI: EMIRATES[0],
    DUBAI: EMIRATES[1],
    SHARJAH: EMIRATES[2],
    AJMAN: EMIRATES[3],
    UMM_AL_QUWAIN: EMIRATES[4],
    RAS_AL_KHAIMAH: EMIRATES[5],
    FUJAIRAH: EMIRATES[6],
  },
  Query: {
    ...catalogQuery,
    ...storeContactQuery,
    ...pageTextsQuery,
    ...customerQuery,
    ...orderQuery,
    ...staffQuery,
    ...customerAdminQuery,
    ...orderAdminQuery,
    ...dashboardQuery,
    ...mailQuery,
    ...catalogAdminQuery,
    ...promotionAdminQuery,
    ...returnAdminQuery,
    ...pageTextAdminQuery,
  },
  Mutation: {
    ...customerMutation,
    ...orderMutation,
    ...returnMutation,
    ...contactMutation,
    ...staffMutation,
    ...secondFactorMutation,
    ...customerAdminMutation,
    ...orderAdminMutation,
    ...mailMutation,
    ...catalogAdminMutation,
    ...promotionAdminMutation,
    ...returnAdminMutation,
    ...pageTextAdminMutation,
  },
  Customer,
  Product,
  Collection,
  FacetCount,
  Lookbook,
  Banner,
  Testimonial,
  Order,
  OrderItem,
  AdminProductSummary,
};

import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { COLLECTIONS, COLOURS, SIZES } from '@store/domain';
import {
  useCreateProductMutation,
  useUpdateProductMutation,
  type ProductForm_ProductFragment,
  type ProductInput,
} from '@/admin/__generated__/graphql.ts';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors, type FormErrors } from '@/lib/form-errors.ts';
import { ArabicField } from '@/admin/components/arabic-content.tsx';
import { CheckboxGroup, InputField } from '@/admin/components/fields.tsx';
import {
  EMPTY_PRODUCT,
  checkProduct,
  newProductValues,
  productValues,
  type NewProductDefaults,
  type ProductValues,
} from './product-form-rules.ts';
import { StartingStock } from './starting-stock.tsx';

const FIELDS = Object.keys(EMPTY_PRODUCT);
const FAILED = 'The product could not be saved. Please try again.';
const COLLECTION_OPTIONS = [
  { value: '', label: 'Choose a collection' },
  ...COLLECTIONS.map((name) => ({ value: name, label: name })),
];

interface Saved {
  id: string;
  title: string;
}

interface ProductFormProps {
  /** The product to edit, or null to add one. */
  product: ProductForm_ProductFragment | null;
  /** What a new product starts with (the shop's settings). */
  defaults?: NewProductDefaults;
  onSaved: (product: Saved) => void;
}

/** Every field the shop shows, checked by the domain's product rules before it is sent; refusals show at the top. */
export function ProductForm({ product, defaults, onSaved }: ProductFormProps) {
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();
  // Memoised: a new object each render would reset the form (final-form compares initial values).
  const initialValues = useMemo(
    () => (product ? productValues(product) : newProductValues(defaults)),
    [product, defaults],
  );
  const existing = product?.variants ?? [];

  const send = async (input: ProductInput) => {
    if (product) {
      const { data } = await update({ variables: { id: product.id, input } });
      return data?.updateProduct;
    }
    const { data } = await create({ variables: { input } });
    return data?.createProduct;
  };

  const submit = async (values: ProductValues): Promise<FormErrors | undefined> => {
    const check = checkProduct(values, existing);
    if (!check.ok) return check.errors;
    try {
      const payload = await send(check.input);
      if (!payload?.product) return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, FAILED);
      onSaved(payload.product);
      return undefined;
    } catch (error) {
      console.error('Saving a product failed:', error);
      return faultErrors(error, FAILED);
    }
  };

  return (
    <Form<ProductValues>
      onSubmit={submit}
      initialValues={initialValues}
      validate={(values) => {
        const check = checkProduct(values, existing);
        return check.ok ? {} : check.errors;
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell
          label={product ? 'Product details' : 'New product'}
          handleSubmit={handleSubmit}
          className="product-form"
        >
          <div className="form__pair">
            <InputField name="title" label="Title" language="en" required />
            <ArabicField name="titleAr" arabicName="العنوان" />
          </div>
          <div className="form__pair">
            <InputField name="description" label="Description" rows={5} language="en" required />
            <ArabicField name="descriptionAr" arabicName="الوصف" rows={5} />
          </div>
          <div className="form__pair">
            <InputField name="price" label="Price (AED)" inputMode="decimal" hint="For example 89 or 89.50." required />
            <InputField
              name="oldPrice"
              label="Old price (AED, optional)"
              inputMode="decimal"
              hint="Shown struck through when the product is on sale; above the price."
            />
          </div>
          <div className="form__pair">
            <SelectField name="collection" label="Collection" options={COLLECTION_OPTIONS} />
            <TextField name="brand" label="Brand" required />
          </div>
          <div className="product-form__flags">
            <CheckboxField name="hotSale">Hot sale (marked on the product’s card)</CheckboxField>
            <CheckboxField name="topPick">Top pick (listed among the shop’s top picks)</CheckboxField>
          </div>
          <div className="form__pair">
            <InputField
              name="care"
              label="Care (optional)"
              rows={4}
              hint="One instruction a line, up to 10 lines."
              language="en"
            />
            <ArabicField name="careAr" arabicName="العناية" rows={4} />
          </div>
          <div className="form__pair">
            <InputField name="composition" label="Composition" language="en" required />
            <ArabicField name="compositionAr" arabicName="الخامة" />
          </div>
          <div className="form__pair">
            <InputField name="origin" label="Origin" language="en" required />
            <ArabicField name="originAr" arabicName="بلد الصنع" />
          </div>
          <CheckboxGroup name="sizes" legend="Sizes" options={SIZES} />
          <CheckboxGroup name="colours" legend="Colours" options={COLOURS} />
          <StartingStock existing={existing} />
          <FormAlert message={submitError} />
          <div className="form__actions">
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? 'Saving…' : product ? 'Save changes' : 'Add product'}
            </button>
          </div>
        </FormShell>
      )}
    </Form>
  );
}

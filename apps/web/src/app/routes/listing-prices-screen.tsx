import { featureName } from '@mandap/shared/messages/en/catalogue-features';
import * as t from '@mandap/shared/messages/en/vendor-listings';
import { PRICE_UNIT_LABELS, type PriceUnit } from '@mandap/shared/price-units';
import type { ListingDetail } from '@mandap/shared/schemas/listings';
import { PRICING_MESSAGES, type PricesReply } from '@mandap/shared/schemas/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError, inputClass, TextField } from '@/components/ui/text-field';
import {
  isNotFound,
  pricesQueryKey,
  savePrices,
  usePrices,
} from '@/features/listings/api/listings';
import { BackButton } from '@/features/listings/components/back-button';
import {
  Alert,
  Card,
  ListingsPage,
  Loading,
  primaryButton,
  Success,
  secondaryButton,
} from '@/features/listings/components/page';
import { usePageListing } from '@/features/listings/hooks/use-page-listing';
import { MISSING_LISTING_ID } from '@/features/listings/lib/listing-params';
import {
  errorKey,
  newRow,
  type PriceField,
  type PriceRowDraft,
  type RowErrors,
  rowErrorsOnly,
  rowPercentOff,
  rowsFromReply,
  validateRows,
} from '@/features/listings/lib/price-rows';
import { ApiError } from '@/lib/api-client';

const SAVED_FLAG_MS = 2000;
/** A wedding-sized example, grouped the Indian way (any grouping is taken). */
const PRICE_EXAMPLE = t.priceExample;

/** /ServiceDetails: the prices of one listing's specifications (spec 2.9, 5, 8; R9). */
export function ListingPricesScreen() {
  const { listingId, listing } = usePageListing();
  const prices = usePrices(listingId);

  let body: React.ReactNode;
  if (listingId === null) body = <Alert>{MISSING_LISTING_ID}</Alert>;
  else if (isNotFound(listing.error) || isNotFound(prices.error))
    body = <Alert>{PRICING_MESSAGES.noListings}</Alert>;
  else if (listing.isError || prices.isError) body = <Alert>{PRICING_MESSAGES.fetchFailed}</Alert>;
  else if (listing.isPending || prices.isPending) body = <Loading>{t.loadingPrices}</Loading>;
  else body = <PricingForm listing={listing.data} prices={prices.data} />;

  return (
    <ListingsPage
      title={t.serviceDetails}
      heading={t.serviceDetails}
      subheading={
        listing.data ? (
          <dl className="flex flex-wrap gap-x-6 gap-y-1">
            <div className="flex gap-1.5">
              <dt className="font-medium text-stone-500">{t.firmLabel}</dt>
              <dd className="font-semibold text-maroon-900">{listing.data.firmName}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="font-medium text-stone-500">{t.vendorIdLabel}</dt>
              <dd>{listing.data.vendorUniqueId}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="font-medium text-stone-500">{t.serviceIdLabel}</dt>
              <dd>{listing.data.listingId}</dd>
            </div>
          </dl>
        ) : null
      }
    >
      {body}
      <div>
        <BackButton />
      </div>
    </ListingsPage>
  );
}

function PricingForm({ listing, prices }: { listing: ListingDetail; prices: PricesReply }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<PriceRowDraft[]>(() => rowsFromReply(prices));
  const [errors, setErrors] = useState<RowErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Saved specifications no longer among the options still show in their row.
  const options = [
    ...prices.options,
    ...prices.rows.map((r) => r.specification).filter((s) => !prices.options.includes(s)),
  ];

  function update(next: PriceRowDraft[]) {
    setRows(next);
    setSaved(false);
    setSuccess(null);
    if (submitted) setErrors(validateRows(next));
  }

  function change(index: number, field: PriceField, value: string) {
    update(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setSuccess(null);
    const found = validateRows(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(PRICING_MESSAGES.fixErrors);
      return;
    }
    setFormError(null);
    setSending(true);
    try {
      const reply = await savePrices(listing.listingId, {
        rows: rows.map(({ specification, mrp, offer, unit }) => ({
          specification,
          mrp,
          offer,
          unit,
        })),
      });
      queryClient.setQueryData(pricesQueryKey(listing.listingId), reply);
      setSuccess(t.pricingSaved);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSaved(true), SAVED_FLAG_MS);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        const rowErrors = rowErrorsOnly(error.fieldErrors);
        if (Object.keys(rowErrors).length > 0) {
          setErrors(rowErrors);
          setFormError(PRICING_MESSAGES.fixErrors);
        } else {
          setFormError(PRICING_MESSAGES.submitFailed);
        }
      } else {
        setFormError(PRICING_MESSAGES.submitError);
      }
    } finally {
      setSending(false);
    }
  }

  const hasSavedRows = prices.rows.length > 0;
  return (
    <Card>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <p className="text-sm text-stone-600">
          {hasSavedRows ? t.pricingIntroUpdate : t.pricingIntroNew}
        </p>
        <ol aria-label={t.specifications} className="flex flex-col gap-4">
          {rows.map((row, index) => (
            <PriceRow
              key={row.key}
              index={index}
              row={row}
              options={options}
              units={prices.units}
              usedElsewhere={rows.filter((_, i) => i !== index).map((r) => r.specification)}
              errors={errors}
              onChange={(field, value) => change(index, field, value)}
              onRemove={
                rows.length > 1 ? () => update(rows.filter((_, i) => i !== index)) : undefined
              }
            />
          ))}
        </ol>
        <div>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => update([...rows, newRow()])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.addAnotherSpecification}
          </button>
        </div>
        {formError ? <Alert>{formError}</Alert> : null}
        {success ? <Success>{success}</Success> : null}
        <div>
          <button
            type="submit"
            className={primaryButton}
            disabled={sending}
            data-saved={saved ? 'true' : undefined}
          >
            {sending ? t.saving : t.savePricing}
          </button>
        </div>
      </form>
    </Card>
  );
}

function PriceRow({
  index,
  row,
  options,
  units,
  usedElsewhere,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  row: PriceRowDraft;
  options: readonly string[];
  /** The units this listing's category prices in; a saved row keeps its own. */
  units: readonly PriceUnit[];
  usedElsewhere: readonly string[];
  errors: RowErrors;
  onChange: (field: PriceField, value: string) => void;
  onRemove: (() => void) | undefined;
}) {
  const selectId = useId();
  const unitId = useId();
  const specError = errors[errorKey(index, 'specification')];
  const unitError = errors[errorKey(index, 'unit')];
  const unitChoices = units.includes(row.unit) ? units : [...units, row.unit];
  const off = rowPercentOff(row);
  const number = index + 1;
  return (
    <li className="rounded-2xl border border-stone-200 bg-ivory/60 p-4">
      <fieldset className="min-w-0">
        <legend className="mb-3 flex w-full items-center justify-between gap-3">
          <span className="font-semibold text-maroon-900">{t.specificationNumber(number)}</span>
          {off !== null ? (
            <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              {t.percentOff(off)}
            </span>
          ) : null}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-stone-800">
              {t.specification}
            </label>
            <select
              id={selectId}
              value={row.specification}
              onChange={(event) => onChange('specification', event.target.value)}
              aria-invalid={specError ? true : undefined}
              aria-describedby={specError ? `${selectId}-error` : undefined}
              className={inputClass}
            >
              <option value="">{t.selectSpecification}</option>
              {options.map((option) => (
                <option key={option} value={option} disabled={usedElsewhere.includes(option)}>
                  {featureName(option)}
                </option>
              ))}
            </select>
            {specError ? <FieldError id={`${selectId}-error`}>{specError}</FieldError> : null}
          </div>
          <TextField
            label={t.mrpRupees}
            inputMode="decimal"
            placeholder={PRICE_EXAMPLE}
            value={row.mrp}
            onChange={(event) => onChange('mrp', event.target.value)}
            error={errors[errorKey(index, 'mrp')]}
          />
          <TextField
            label={t.offerPriceRupees}
            inputMode="decimal"
            placeholder={PRICE_EXAMPLE}
            value={row.offer}
            onChange={(event) => onChange('offer', event.target.value)}
            error={errors[errorKey(index, 'offer')]}
          />
          <div>
            <label htmlFor={unitId} className="mb-1.5 block text-sm font-medium text-stone-800">
              {t.priceIs}
            </label>
            <select
              id={unitId}
              value={row.unit}
              onChange={(event) => onChange('unit', event.target.value)}
              aria-invalid={unitError ? true : undefined}
              aria-describedby={unitError ? `${unitId}-error` : undefined}
              className={inputClass}
            >
              {unitChoices.map((unit) => (
                <option key={unit} value={unit}>
                  {PRICE_UNIT_LABELS[unit]}
                </option>
              ))}
            </select>
            {unitError ? <FieldError id={`${unitId}-error`}>{unitError}</FieldError> : null}
          </div>
        </div>
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={t.removeSpecification(number)}
            className="mt-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-red-800 ring-1 ring-red-200 transition hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t.remove}
          </button>
        ) : null}
      </fieldset>
    </li>
  );
}

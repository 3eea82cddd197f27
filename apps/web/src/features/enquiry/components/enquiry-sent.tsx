import { LIMITS } from '@mandap/shared/limits';
import * as t from '@mandap/shared/messages/en/couple-enquiry';
import type { Enquiry } from '@mandap/shared/schemas/enquiries';
import type { SearchResult } from '@mandap/shared/schemas/marketplace';
import { CircleCheck, MessageCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { FromPrice } from '@/components/ui/from-price';
import { primaryButtonClass, secondaryButtonClass, textLinkClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import type { CreateEnquiryReply } from '@/features/enquiry/api/create-enquiry';
import { useForwardEnquiry } from '@/features/enquiry/api/forward-enquiry';
import { refusalMessage } from '@/lib/api-client';
import { categoryLabel } from '@/lib/categories';

interface EnquirySentProps {
  firmName: string;
  /** The enquiry sent, and the similar vendors the server offered (none when remembered). */
  reply: Pick<CreateEnquiryReply, 'similar'> & { enquiry: { id: number } };
  /** Just sent from the form on this page: the focus moves here (not on coming back later). */
  focus?: boolean;
  /** Starts a new enquiry to the same vendor (another date or event). */
  onWriteAnother: () => void;
}

const chatPath = (enquiryId: number) => `${paths.chat}/${enquiryId}`;

/**
 * After an enquiry is sent: where the reply will come (its conversation in Chat), then the
 * similar vendors the server offered, to send the same enquiry to in one step.
 */
export function EnquirySent({ firmName, reply, focus = true, onWriteAnother }: EnquirySentProps) {
  const done = useRef<HTMLDivElement>(null);
  // The form the person was in is gone: the focus goes to what happened instead.
  useEffect(() => {
    if (focus) done.current?.focus();
  }, [focus]);

  return (
    <div className="flex flex-col gap-6">
      <div
        ref={done}
        tabIndex={-1}
        className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-4 text-emerald-900 ring-1 ring-emerald-200 outline-none focus-visible:ring-2 focus-visible:ring-marigold-500"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t.sent(firmName)}</p>
          <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <Link to={chatPath(reply.enquiry.id)} className={textLinkClass}>
              {t.openConversation}
            </Link>
            <button type="button" onClick={onWriteAnother} className={textLinkClass}>
              {t.writeAnother}
            </button>
          </div>
        </div>
      </div>
      {reply.similar.length > 0 ? (
        <SimilarVendors
          enquiryId={reply.enquiry.id}
          similar={reply.similar.slice(0, LIMITS.similarVendors)}
        />
      ) : null}
    </div>
  );
}

interface SimilarVendorsProps {
  enquiryId: number;
  similar: SearchResult[];
}

function sendLabel(count: number): string {
  return t.sendToSelected(count);
}

/** The similar vendors, a checkbox each, and one button sending the enquiry to those ticked. */
function SimilarVendors({ enquiryId, similar }: SimilarVendorsProps) {
  const id = useId();
  const forward = useForwardEnquiry();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [sent, setSent] = useState<Enquiry[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const sentTo = new Set(sent.map((enquiry) => enquiry.listingId));
  const open = similar.filter((listing) => !sentTo.has(listing.listingId));
  const chosen = open.filter((listing) => ticked.has(listing.listingId));

  const tick = (listingId: number, on: boolean) => {
    setProblem(null);
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(listingId);
      else next.delete(listingId);
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forward.isPending) return;
    if (chosen.length === 0) {
      setProblem(t.tickOne);
      return;
    }
    setProblem(null);
    try {
      const reply = await forward.mutateAsync({
        enquiryId,
        listingIds: chosen.map((listing) => listing.listingId),
      });
      setSent((current) => [...current, ...reply.enquiries]);
      setTicked(new Set());
    } catch (error) {
      setProblem(refusalMessage(error, t.forwardFailed));
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
        {t.similarHeading}
      </h3>
      {open.length > 0 ? <p className="text-sm text-stone-600">{t.similarIntro}</p> : null}

      {sent.length > 0 ? (
        <div role="status" className="rounded-xl bg-emerald-50 px-4 py-3 ring-1 ring-emerald-200">
          <p className="text-sm font-semibold text-emerald-900">{t.alsoSentTo}</p>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm">
            {sent.map((enquiry) => (
              <li key={enquiry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-stone-900">{enquiry.firmName}</span>
                <Link
                  to={chatPath(enquiry.id)}
                  aria-label={t.conversationWith(enquiry.firmName)}
                  className={`${textLinkClass} text-sm`}
                >
                  <MessageCircle aria-hidden="true" className="mr-1 inline size-4" />
                  {t.conversation}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {open.length > 0 ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <fieldset>
            <legend className="sr-only">{t.similarVendors}</legend>
            <ul className="flex flex-col gap-2">
              {open.map((listing) => {
                const inputId = `${id}-${listing.listingId}`;
                return (
                  <li
                    key={listing.listingId}
                    className="flex items-start gap-3 rounded-xl border border-maroon-100 bg-white px-3 py-3 has-checked:border-maroon-700 has-checked:bg-maroon-50"
                  >
                    <input
                      id={inputId}
                      type="checkbox"
                      checked={ticked.has(listing.listingId)}
                      onChange={(event) => tick(listing.listingId, event.target.checked)}
                      aria-describedby={`${inputId}-details`}
                      className="mt-1 size-5 shrink-0 accent-maroon-700"
                    />
                    <div className="min-w-0 flex-1">
                      <label
                        htmlFor={inputId}
                        className="cursor-pointer font-semibold text-stone-900"
                      >
                        {listing.firmName}
                      </label>
                      <div id={`${inputId}-details`} className="text-sm text-stone-600">
                        <p>
                          {categoryLabel(listing.category)} · {listing.city}
                        </p>
                        <FromPrice
                          fromPricePaise={listing.fromPricePaise}
                          mrpPaise={null}
                          offPercent={null}
                          unit={listing.priceUnit}
                        />
                      </div>
                    </div>
                    <Link
                      to={listing.url}
                      aria-label={t.viewVendor(listing.firmName)}
                      className="shrink-0 text-sm font-medium text-maroon-800 underline underline-offset-4"
                    >
                      {t.view}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <button
            type="submit"
            disabled={forward.isPending}
            className={`${chosen.length > 0 ? primaryButtonClass : secondaryButtonClass} self-start`}
          >
            {forward.isPending ? t.sending : sendLabel(chosen.length)}
          </button>
        </form>
      ) : null}
    </section>
  );
}

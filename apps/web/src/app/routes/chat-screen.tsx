import * as t from '@mandap/shared/messages/en/couple-inbox';
import { MessagesSquare, Search } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { cardClass, LoadError, Loading } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useConversations } from '@/features/inbox/api/get-conversations';
import { ConversationList } from '@/features/inbox/components/conversation-list';
import { ConversationThread } from '@/features/inbox/components/conversation-thread';
import { useRefetchOnChange } from '@/features/inbox/hooks/use-refetch-on-change';
import { useInboxCounts } from '@/hooks/use-inbox-counts';
import { useSession } from '@/hooks/use-session';

/** The id in /chat/:enquiryId, or null for /chat (and for anything that is not an id). */
function threadIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/**
 * /chat and /chat/:enquiryId (spec 2.15's Chat, issue 15): the signed-in person's conversations
 * and the open one. Wide screens show both side by side; phones show the list, then the thread
 * with a link back.
 */
export function ChatScreen() {
  const { enquiryId } = useParams();
  const threadId = threadIdOf(enquiryId);
  const open = enquiryId !== undefined;
  const conversations = useConversations();
  const session = useSession();
  const counts = useInboxCounts();
  const { refetch } = conversations;

  // The badge poll notices new messages anywhere; the list is then asked again, not on a timer.
  useRefetchOnChange(counts?.unreadMessages, refetch);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24 sm:px-6 md:pt-10 md:pb-10">
      <DocumentTitle>{t.chatTitle}</DocumentTitle>
      <h1
        className={`mb-4 font-display text-3xl font-semibold text-maroon-900 ${open ? 'max-md:sr-only' : ''}`}
      >
        {t.chatHeading}
      </h1>
      <div className="md:grid md:grid-cols-[20rem_minmax(0,1fr)] md:items-start md:gap-6">
        <section
          aria-label={t.yourConversations}
          className={`${cardClass} overflow-hidden ${open ? 'max-md:hidden' : ''}`}
        >
          {conversations.isPending ? (
            <Loading>{t.loadingConversations}</Loading>
          ) : conversations.isError ? (
            <LoadError onRetry={() => void refetch()}>{t.conversationsFailed}</LoadError>
          ) : conversations.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
              <MessagesSquare aria-hidden="true" className="size-10 text-marigold-500" />
              <p className="font-medium text-stone-900">{t.noConversations}</p>
              {session.status === 'vendor' ? (
                <p className="text-sm text-stone-600">{t.noConversationsVendor}</p>
              ) : (
                <>
                  <p className="text-sm text-stone-600">{t.noConversationsCouple}</p>
                  <Link
                    to={paths.vendors}
                    className="inline-flex items-center gap-2 rounded-full bg-maroon-800 px-5 py-2.5 text-sm font-medium text-ivory hover:bg-maroon-900"
                  >
                    <Search aria-hidden="true" className="size-4" />
                    {t.searchVendors}
                  </Link>
                </>
              )}
            </div>
          ) : (
            <ConversationList
              conversations={conversations.data}
              selectedId={threadId}
              viewer={session.status === 'user' ? 'user' : 'vendor'}
            />
          )}
        </section>
        <section
          aria-label={t.conversation}
          className={`${cardClass} min-w-0 p-4 sm:p-6 ${open ? '' : 'max-md:hidden'}`}
        >
          {threadId !== null ? (
            <ConversationThread
              key={threadId}
              enquiryId={threadId}
              back={{ to: paths.chat, label: t.backToChat }}
              statusActions={session.status === 'vendor'}
              bookingQuestion={session.status === 'user'}
              viewer={session.status === 'user' ? 'user' : 'vendor'}
            />
          ) : open ? (
            <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
              <p role="alert" className="font-medium text-stone-800">
                {t.conversationNotFound}
              </p>
              <Link to={paths.chat} className="font-medium text-maroon-800 underline">
                {t.backToChat}
              </Link>
            </div>
          ) : (
            <p className="px-4 py-16 text-center text-stone-600">{t.chooseConversation}</p>
          )}
        </section>
      </div>
    </div>
  );
}

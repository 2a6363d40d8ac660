import { dutchMessage } from '#shared/http/index.ts';

interface MutationNoticeProps {
  /** A TanStack mutation (or anything with its three fields). */
  mutation: { isSuccess: boolean; isError: boolean; error: Error | null };
  /** Said once it worked. */
  done: string;
  /** Said when it failed and the server gave no Dutch message of its own. */
  failed: string;
}

/** How an office action ended, in a live region: the confirmation or the Dutch refusal. */
export function MutationNotice({ mutation, done, failed }: MutationNoticeProps) {
  return (
    <div role="status" aria-live="polite">
      {mutation.isSuccess && <p className="notice notice--info">{done}</p>}
      {mutation.isError && mutation.error && (
        <p className="notice notice--error">{dutchMessage(mutation.error, failed)}</p>
      )}
    </div>
  );
}

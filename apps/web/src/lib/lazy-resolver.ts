import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver that loads its checks (zod, the resolver and the schema) when the form is
 * first checked, not with the page: a public page's first view has no zod (docs/decisions/0045).
 * A load that fails (offline) is tried again at the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}

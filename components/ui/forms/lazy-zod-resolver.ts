import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

// A react-hook-form resolver whose zod schema (with zod itself and the zod resolver) is fetched
// after the page, not in its first load: zod costs ~30 KB gzipped there. The form validates in the
// browser exactly as with zodResolver, with the same shared schema; `preload` starts the fetch
// (call it once the form is on screen) so the first submit does not wait for it.

type Loaded<TIn> = [schemaFor: (values: TIn) => $ZodType, resolvers: typeof import('@hookform/resolvers/zod')];

export type LazyZodResolver<TIn extends FieldValues, TOut> = {
  resolver: Resolver<TIn, unknown, TOut>;
  preload: () => void;
};

/** `load` gives the schema for the current values (most forms ignore them; the composer's depends on the template). */
export function lazyZodResolver<TIn extends FieldValues, TOut = TIn>(load: () => Promise<(values: TIn) => $ZodType>): LazyZodResolver<TIn, TOut> {
  let loading: Promise<Loaded<TIn>> | undefined;
  const fetchOnce = () =>
    (loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).catch((error: unknown) => {
      loading = undefined; // try again on the next check
      throw error;
    }));

  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) => {
    let loaded: Loaded<TIn>;
    try {
      loaded = await fetchOnce();
    } catch {
      // The schema could not be fetched (offline?): let the submit through, the server checks
      // the same schema and its field errors are shown next to the fields.
      return { values: values as unknown as TOut, errors: {} };
    }
    const [schemaFor, { zodResolver }] = loaded;
    const check = zodResolver(schemaFor(values) as never) as unknown as Resolver<TIn, unknown, TOut>;
    return check(values, context, options);
  };

  return { resolver, preload: () => void fetchOnce().catch(() => undefined) };
}

import 'server-only';

/**
 * Whether `promise` settles (either way) within `ms`. Its outcome is left to whoever awaits it;
 * the timer is cleared as soon as it settles.
 */
export function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settled = () => {
      clearTimeout(timer);
      resolve(true);
    };
    promise.then(settled, settled);
  });
}

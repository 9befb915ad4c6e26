import { ERROR_TEXTS } from '@grant/shared';
import { useEffect, useRef, useState } from 'react';
import { translate } from '../i18n/locale';
import { toast } from './toast';

/**
 * A part of the app's code loaded on first need (a dialog and its library): kept once loaded, and a
 * load that failed (a dropped connection, a tab older than the last deploy) is tried again at the
 * next need, where React.lazy would keep throwing the first error.
 */
export interface OnDemand<T> {
  /** The part, if it has loaded. */
  get(): T | undefined;
  /** Loads it (one load at a time); resolves at once when it already has. */
  load(): Promise<T>;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => value,
    load() {
      pending ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** Starts loading a part where a person is about to need it (hover or focus of its button); a failure waits for the need itself. */
export const preload = (part: OnDemand<unknown>): void => void part.load().catch(() => null);

/**
 * The part once it has loaded, loaded while `wanted`; `onFailed` when it could not be (the next time
 * it is wanted, it is tried again).
 */
export function useOnDemand<T>(part: OnDemand<T>, wanted: boolean, onFailed: () => void): T | undefined {
  const [loaded, setLoaded] = useState<{ value: T } | undefined>(() => {
    const value = part.get();
    return value === undefined ? undefined : { value };
  });
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    part.load().then(
      (value) => live && setLoaded({ value }),
      () => live && failed.current(),
    );
    return () => {
      live = false;
    };
  }, [part, wanted, loaded]);
  return loaded?.value;
}

/** A dialog's code, loaded while it is open; if it cannot be fetched, the dialog closes and says so. */
export function useDialogPart<T>(part: OnDemand<T>, open: boolean, close: () => void): T | undefined {
  return useOnDemand(part, open, () => {
    close();
    toast.error(translate(ERROR_TEXTS.networkProblem));
  });
}

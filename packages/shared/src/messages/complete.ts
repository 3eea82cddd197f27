import type * as en from './en/index';
import type * as hi from './hi/index';

/**
 * A message missing from either language fails the typecheck (and the Hindi build, which compares
 * the files' exports first: apps/web/vite.config.ts). Each Hindi message must have its English
 * one's shape: a text, or a function of the same parameters returning a text.
 */
type Shape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => infer R
      ? (...args: A) => R extends string ? string : R
      : T[K] extends object
        ? Shape<T[K]>
        : T[K];
};

type Exactly<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? {
      [K in keyof A & keyof B]: A[K] extends object
        ? B[K] extends object
          ? Exactly<A[K], B[K]>
          : never
        : true;
    }
  : never;

type HindiHasEveryEnglishMessage = typeof hi extends Shape<typeof en> ? true : never;
type EnglishHasEveryHindiMessage = typeof en extends Shape<typeof hi> ? true : never;
type SameNames = Exactly<typeof en, typeof hi>;

export const catalogueIsComplete: [
  HindiHasEveryEnglishMessage,
  EnglishHasEveryHindiMessage,
  SameNames,
] = [true, true, {} as SameNames];

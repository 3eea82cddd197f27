import type { IdGuardForm } from '@mandap/shared/id-guard/messages';

/**
 * The hook where uploaded media are checked before anything is stored for good (R7). A check
 * that refuses a file throws a DomainError with the message to show. `form` picks the messages:
 * the registration forms' or Edit Media's (spec 5).
 */
export interface MediaGuard {
  checkImage(image: { data: Buffer; name: string; form: IdGuardForm }): Promise<void>;
  /**
   * `withFile` lends the staged video as a local file (ffmpeg reads frames from one): from an
   * object store that costs a download, so a guard that does not look at frames never asks.
   */
  checkVideo(video: {
    withFile: <T>(use: (file: string) => Promise<T>) => Promise<T>;
    name: string;
    form: IdGuardForm;
  }): Promise<void>;
}

/** Lets every file through: for tests of other things, and when ID_GUARD=off. */
export const ALLOW_ALL_MEDIA: MediaGuard = {
  async checkImage() {},
  async checkVideo() {},
};

import type { IdGuardForm } from '@mandap/shared/id-guard/messages';

/**
 * The hook where uploaded media are checked before anything is stored for good (R7). A check
 * that refuses a file throws an HttpError with the message to show. `form` picks the messages:
 * the registration forms' or Edit Media's (spec 5).
 */
export interface MediaGuard {
  checkImage(image: { data: Buffer; name: string; form: IdGuardForm }): Promise<void>;
  checkVideo(video: { path: string; name: string; form: IdGuardForm }): Promise<void>;
}

/** Lets every file through: for tests of other things, and when ID_GUARD=off. */
export const ALLOW_ALL_MEDIA: MediaGuard = {
  async checkImage() {},
  async checkVideo() {},
};

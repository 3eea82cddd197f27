/**
 * The hook point where uploaded media are checked before anything is stored for good (R7). The
 * government-ID check plugs in here; until it does, every file passes. A check that refuses a
 * file throws an HttpError with the message to show.
 */
export interface MediaGuard {
  checkImage(image: { data: Buffer; name: string }): Promise<void>;
  checkVideo(video: { path: string; name: string }): Promise<void>;
}

export const ALLOW_ALL_MEDIA: MediaGuard = {
  async checkImage() {},
  async checkVideo() {},
};

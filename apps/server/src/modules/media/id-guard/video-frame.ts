import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';

export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

/** Whether ffmpeg is installed (Debian's package), so the server can check video frames. */
export async function ffmpegAvailable(): Promise<boolean> {
  return access(FFMPEG).then(
    () => true,
    () => false,
  );
}

/**
 * The frame at `seconds` (or the first frame of a shorter video) as a PNG at most `maxSide`
 * pixels wide, greyscale. Rejects when ffmpeg cannot decode the file.
 */
export function videoFrame(file: string, seconds: number, maxSide: number): Promise<Buffer> {
  const scale = `scale='min(${maxSide},iw)':'min(${maxSide},ih)':force_original_aspect_ratio=decrease,format=gray`;
  const run = (args: string[]) =>
    new Promise<Buffer>((resolve, reject) => {
      const child = spawn(FFMPEG, args, { stdio: ['ignore', 'pipe', 'ignore'] });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('error', reject);
      child.on('close', (code) => {
        const png = Buffer.concat(chunks);
        if (code === 0 && png.length > 0) resolve(png);
        else reject(new Error(`ffmpeg could not take a frame (exit ${code})`));
      });
    });
  const args = (at: number) => [
    '-hide_banner',
    '-loglevel',
    'error',
    '-ss',
    String(at),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    scale,
    '-f',
    'image2pipe',
    '-vcodec',
    'png',
    '-',
  ];
  // A clip shorter than `seconds` has no frame there: take its first frame instead.
  return run(args(seconds)).catch(() => run(args(0)));
}

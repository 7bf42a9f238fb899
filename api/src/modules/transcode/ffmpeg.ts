import { spawn } from 'node:child_process';
import { JobError } from '../jobs/worker';

/** The binaries (Debian's `ffmpeg` package has both): FFMPEG_PATH and FFPROBE_PATH. */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

/** What the transcode needs to know of a source video. */
export interface VideoProbe {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  hasAudio: boolean;
}

interface RunResult {
  stdout: string;
  stderr: string;
}

/**
 * The last lines of stderr worth showing: ffmpeg's own words for what went wrong, without the
 * decoder's address (`[mov,mp4,... @ 0x55…]`) or the worker's scratch path, which mean nothing
 * to staff.
 */
export function ffmpegReason(stderr: string, input: string): string {
  const lines = stderr
    .split('\n')
    .map((line) =>
      line
        .replace(/^\[[^\]]* @ 0x[0-9a-f]+\]\s*/, '')
        .split(input ? `${input}: ` : '\0')
        .join('')
        .split(input || '\0')
        .join('the video')
        .trim(),
    )
    .filter((line) => line !== '' && !/^(Conversion failed!|Exiting normally)/.test(line));
  return (lines.slice(-2).join('; ') || 'no message').slice(0, 500);
}

/**
 * Runs a binary to its end. A non-zero exit rejects with a JobError carrying the tool's stderr
 * (`retry: false`: the same file fails the same way); `signal` kills it.
 */
export function run(
  command: string,
  args: string[],
  {
    signal,
    input,
    onStdout,
  }: { signal?: AbortSignal; input: string; onStdout?: (chunk: string) => void },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    // Only the end matters, and a long transcode must not pile up its log in memory.
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8192);
    });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', kill);
      reject(new Error(`could not run ${command}: ${error.message}`));
    });
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', kill);
      if (code === 0) return resolve({ stdout, stderr });
      if (signal?.aborted) return reject(new Error(`${command} was stopped`));
      const tool = command.split('/').pop() ?? command;
      // The machine, not the file, may be at fault: then another run (or instance) may succeed.
      const machine = killedBy !== null || /No space left|Cannot allocate memory/.test(stderr);
      reject(
        new JobError(
          `${tool} could not ${machine ? 'finish' : 'read the video'}: ${ffmpegReason(stderr, input)}${killedBy ? ` (${killedBy})` : ''}`,
          { retry: machine },
        ),
      );
    });
  });
}

/** Whether ffmpeg can be run at all (`npm start` works without it: MP4 only). */
export async function ffmpegVersion(tools: FfmpegTools): Promise<string | null> {
  try {
    const [ffmpeg] = await Promise.all([
      run(tools.ffmpeg, ['-hide_banner', '-version'], { input: '' }),
      run(tools.ffprobe, ['-hide_banner', '-version'], { input: '' }),
    ]);
    return /version (\S+)/.exec(ffmpeg.stdout)?.[1] ?? 'unknown';
  } catch {
    return null;
  }
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/** The video's size, length and whether it has sound; a JobError when ffprobe cannot read it. */
export async function probeVideo(
  tools: FfmpegTools,
  input: string,
  signal?: AbortSignal,
): Promise<VideoProbe> {
  const { stdout } = await run(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
    { signal, input },
  );
  const probe = JSON.parse(stdout) as {
    streams?: ProbeStream[];
    format?: { duration?: string };
  };
  const streams = probe.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video' && stream.width);
  if (!video?.width || !video.height) {
    throw new JobError('The file has no video picture that ffmpeg can read.', { retry: false });
  }
  const duration = Number(probe.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new JobError('ffprobe could not tell how long the video is.', { retry: false });
  }
  // A phone video filmed upright is stored sideways with a rotation: ffmpeg turns it when decoding.
  const rotation = Number(video.side_data_list?.find((d) => d.rotation)?.rotation ?? 0);
  const turned = Math.abs(rotation) % 180 === 90;
  return {
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    duration,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

/**
 * Reads `-progress pipe:1` output (`key=value` lines) and reports the seconds encoded so far.
 * Returns the chunk handler.
 */
export function progressReader(onSeconds: (seconds: number) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_us=(\d+)$/.exec(line.trim());
      if (match) onSeconds(Number(match[1]) / 1e6);
    }
  };
}

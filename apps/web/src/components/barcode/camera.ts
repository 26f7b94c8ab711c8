/**
 * The rear camera for the scanner: opened from the tap that opened the scanner, watched for frames
 * (a camera that stops sending them, or whose track ends, is reopened), and closed with the sheet.
 */

export type CameraProblem = 'denied' | 'absent' | 'busy';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

/** What each problem tells the person; the typing field is always there below. */
export const CAMERA_MESSAGES: Record<CameraProblem, string> = {
  denied:
    'No tenemos permiso para usar la cámara. Puedes darlo en los ajustes del navegador, o escribir los números del código aquí abajo.',
  absent: 'No encontramos una cámara en este dispositivo. Escribe los números del código aquí abajo.',
  busy: 'No pudimos abrir la cámara: puede que otra app la esté usando. Escribe los números del código aquí abajo.',
};

/** The rear camera's stream (the front one when it is the only one). */
export async function openRearCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('absent');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') throw new CameraError('denied');
    if (name === 'NotFoundError' || name === 'OverconstrainedError') throw new CameraError('absent');
    throw new CameraError('busy');
  }
}

export function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/**
 * Counts the frames the video shows: requestVideoFrameCallback where it exists, else the video's
 * playback quality. Returns the count reader and a stop function.
 */
export function countFrames(video: HTMLVideoElement): { frames: () => number; stop: () => void } {
  const v = video as VideoWithFrames;
  if (v.requestVideoFrameCallback) {
    let count = 0;
    let handle = 0;
    const tick = () => {
      count += 1;
      handle = v.requestVideoFrameCallback!(tick);
    };
    handle = v.requestVideoFrameCallback(tick);
    return { frames: () => count, stop: () => v.cancelVideoFrameCallback?.(handle) };
  }
  return { frames: () => video.getVideoPlaybackQuality?.().totalVideoFrames ?? 0, stop: () => {} };
}

/** A camera that sent no frame for this long is reopened. */
export const STALL_MS = 3000;
/** Reopened this many times in a row without a frame: given up, the typing field stays. */
export const MAX_RESTARTS = 3;

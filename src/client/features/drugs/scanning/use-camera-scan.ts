/**
 * The camera of a scan dialog: asks for the back camera (facingMode environment), shows it
 * in the video element it gives a ref for, reads codes from it a few times a second and hands each read
 * text to `onText` until that returns true. The camera's tracks stop when the dialog closes.
 */
import { useEffect, useRef, useState } from 'react';
import { type CodeReader, createCodeReader } from './code-reader';

export type CameraState = 'starting' | 'scanning' | 'denied' | 'missing' | 'failed';

const SCAN_EVERY_MS = 200;

function failureOf(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'missing';
  return 'failed';
}

async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera', 'NotFoundError');
  return navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' } } });
}

export function useCameraScan(onText: (text: string) => boolean) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const handler = useRef(onText);
  useEffect(() => {
    handler.current = onText;
  }, [onText]);
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const scan = async (reader: CodeReader) => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const codes = await reader.detect(element).catch((): { rawValue: string }[] => []);
        for (const code of codes) {
          if (!stopped && handler.current(code.rawValue)) return stop();
        }
      }
      if (!stopped) timer = setTimeout(() => void scan(reader), SCAN_EVERY_MS);
    };
    const start = async () => {
      try {
        stream = await openCamera();
        if (stopped) return stop();
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        const reader = await createCodeReader();
        if (stopped) return;
        setState('scanning');
        void scan(reader);
      } catch (error) {
        if (!stopped) setState(failureOf(error));
        stop();
      }
    };
    void start();
    return stop;
  }, []);
  return { video, state };
}

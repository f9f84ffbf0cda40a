import { ticketTokenFromScan } from '@storytable/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (opts: { formats: string[] }) => Detector;

/** The browser's own QR reader, where it has one (Chrome on Android, Safari 17+ behind a flag). */
export function barcodeDetector(): DetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return typeof found === 'function' ? found : null;
}

/** Scans a ticket's QR code with the camera; not shown where the browser cannot read QR codes. */
export function TicketScanner({
  disabled,
  onScan,
}: {
  disabled: boolean;
  onScan: (qr: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  if (!barcodeDetector()) return null;
  return (
    <div className="space-y-3">
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen((o) => !o)}>
        {open ? 'Stop scanning' : 'Scan a ticket'}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {open ? (
        <Camera
          onScan={(qr) => {
            setOpen(false);
            onScan(qr);
          }}
          onError={(text) => {
            setOpen(false);
            setError(text);
          }}
        />
      ) : null}
    </div>
  );
}

function Camera({
  onScan,
  onError,
}: {
  onScan: (qr: string) => void;
  onError: (t: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // the latest callbacks, so a re-render does not restart the camera
  const scanned = useRef(onScan);
  const failed = useRef(onError);
  scanned.current = onScan;
  failed.current = onError;
  useEffect(() => {
    const Detector = barcodeDetector();
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
        });
        if (stopped || !video.current || !Detector) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detector = new Detector({ formats: ['qr_code'] });
        timer = window.setInterval(async () => {
          if (!video.current) return;
          const codes = await detector.detect(video.current).catch(() => []);
          const ticket = codes.map((c) => c.rawValue).find((raw) => ticketTokenFromScan(raw));
          if (ticket && !stopped) scanned.current(ticket);
        }, 250);
      } catch {
        failed.current('The camera could not be opened. Type the ticket code instead.');
      }
    })();
    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="Camera view for scanning a ticket"
      className="aspect-square w-full max-w-xs rounded-2xl bg-ink object-cover"
    />
  );
}

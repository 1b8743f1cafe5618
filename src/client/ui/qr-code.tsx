import { QRCodeSVG } from 'qrcode.react';
import { QR_CENTRE_IMAGE_PX, QR_SIZE_PX } from '../../shared/domain/constants';

export interface QrCodeProps {
  /** The text the code encodes (a URL, a tel: link). */
  value: string;
  /** What the code is for, read out by screen readers. */
  label: string;
  /** Optional centre image (the hospital logo), drawn 30 px wide over a cleared area. */
  imageSrc?: string | null;
  size?: number;
}

/**
 * A QR code as SVG (sharp on screen and in print). With a centre image the error correction
 * is raised to H, so the covered modules can still be recovered by a scanner. The encoded
 * value is also exposed as `data-qr-value` for tests and host systems.
 */
export function QrCode({ value, label, imageSrc, size = QR_SIZE_PX }: QrCodeProps) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level={imageSrc ? 'H' : 'M'}
      marginSize={2}
      title={label}
      role="img"
      aria-label={label}
      data-qr-value={value}
      imageSettings={
        imageSrc ? { src: imageSrc, width: QR_CENTRE_IMAGE_PX, height: QR_CENTRE_IMAGE_PX, excavate: true } : undefined
      }
      style={{ display: 'block', flexShrink: 0 }}
    />
  );
}

import { Path, Svg, Text, View } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { COLOURS } from './theme';
import type { TWords } from './words';

/** The QR code's dark modules as one vector path: sharp at any zoom, and nothing to rasterise in the worker. */
function qrPath(url: string): { size: number; d: string } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) d += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}

const QUIET_ZONE = 2;

/**
 * A certified experience's Open Badge: a QR code of its public verify page, and the
 * link written out, so a reader of the paper can check it is genuine and not revoked.
 */
export function CredentialMark({ url, words, size = 54 }: { url: string; words: TWords; size?: number }) {
  const qr = qrPath(url);
  const box = qr.size + QUIET_ZONE * 2;
  return (
    <View wrap={false} style={{ flexDirection: 'row', alignItems: 'center', marginTop: 8 }}>
      <Svg width={size} height={size} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}>
        <Path d={qr.d} fill={COLOURS.ink} />
      </Svg>
      <View style={{ marginLeft: 6, flexShrink: 1 }}>
        <Text style={{ fontSize: 8, fontWeight: 600, color: COLOURS.brandStrong }}>{words.credential('pdfVerify')}</Text>
        <Text style={{ fontSize: 7, color: COLOURS.muted }}>{url}</Text>
      </View>
    </View>
  );
}

/**
 * A QR code of `text` as an SVG data URL, for an <img>. qrcode is loaded on first use: few answers
 * carry one (two-factor set-up, a drive booking), and every start would pay for it.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(text, { type: 'svg', margin: 1 })).toString('base64')}`;
}

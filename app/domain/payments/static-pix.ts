// Pix "copia e cola": a static BR Code (EMV merchant-presented QR, Banco
// Central do Brasil's "Manual de Padrões para Iniciação do Pix") with a fixed
// amount and a txid. Pure: the same code is shown as text and drawn as a QR.

export const PIX_GUI = "br.gov.bcb.pix";
/** EMV limits of the fields we fill. */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;

export interface PixPayload {
  /** The receiver's Pix key: random (EVP), email, phone (+55…), CPF or CNPJ. */
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** Identifies the payment in the receiver's statement (letters and digits, ≤25). */
  txid: string;
}

/** One EMV field: id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`Campo ${id} do Pix com mais de 99 caracteres`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Plain ASCII for the name and city fields: accents dropped, other symbols turned into spaces. */
export function pixText(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .-]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** "PEDIDO1001": letters and digits only, at most 25 (an empty one becomes "***", no txid). */
export function pixTxid(text: string): string {
  const cleaned = text.replace(/[^A-Za-z0-9]/g, "").slice(0, PIX_TXID_MAX);
  return cleaned || "***";
}

/** 14700 → "147.00" */
export function pixAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError("Valor do Pix deve ser um número positivo de centavos");
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** The BR Code text ("copia e cola"), ending with its CRC. */
export function buildPixCode(input: PixPayload): string {
  const key = input.key.trim();
  if (!key) throw new RangeError("Chave Pix vazia");
  const name = pixText(input.merchantName, PIX_NAME_MAX) || "LOJA";
  const city = pixText(input.merchantCity, PIX_CITY_MAX) || "BRASIL";
  const body =
    field("00", "01") +
    field("26", field("00", PIX_GUI) + field("01", key)) +
    field("52", "0000") +
    field("53", "986") +
    field("54", pixAmount(input.amountCents)) +
    field("58", "BR") +
    field("59", name) +
    field("60", city) +
    field("62", field("05", pixTxid(input.txid))) +
    "6304";
  return body + crc16(body);
}

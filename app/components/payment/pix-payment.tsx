// Pix: the QR code (an SVG drawn on the server) and the same code as text to
// copy into the bank app ("Pix copia e cola").
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { formatDay } from "~/lib/dates";
import { formatBRL } from "~/lib/money";

export interface PixPaymentProps {
  code: string;
  /** `<svg>` markup made on the server by the qrcode package from `code`. */
  qrSvg: string;
  amountCents: number;
  orderNumber: number;
  merchantName: string;
  /** PIX_KEY is not set: the key is a demonstration one. */
  demo: boolean;
  /** The provider's charge (API Pix): its due date (YYYY-MM-DD) and what applies after it; paid orders are marked automatically. */
  charge?: { dueDate: string | null; terms: string | null } | null;
}

type CopyState = "idle" | "copied" | "failed";

export function PixPayment({ code, qrSvg, amountCents, orderNumber, merchantName, demo, charge }: PixPaymentProps) {
  const uid = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyCode() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(code);
      setCopy("copied");
    } catch {
      // No clipboard permission: select the text so the visitor can copy it.
      fieldRef.current?.focus();
      fieldRef.current?.select();
      setCopy("failed");
    }
    timer.current = setTimeout(() => setCopy("idle"), 4000);
  }

  return (
    <div className="grid gap-5 sm:grid-cols-[12rem_1fr] sm:items-start">
      <div
        role="img"
        aria-label={`QR Code Pix de ${formatBRL(amountCents)} para o pedido #${orderNumber}`}
        className="mx-auto size-48 rounded-xl border border-stone-200 bg-white p-1 [&_svg]:block [&_svg]:size-full"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <div className="min-w-0">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-800">
          <li>Abra o app do seu banco e escolha pagar com Pix.</li>
          <li>Aponte a câmera para o QR Code ou use o Pix copia e cola.</li>
          <li>
            Confira o valor de <strong>{formatBRL(amountCents)}</strong> e o recebedor <strong>{merchantName}</strong>, e
            confirme.
          </li>
        </ol>
        <label htmlFor={`${uid}-code`} className="mt-4 block text-sm font-medium text-stone-800">
          Código Pix copia e cola
        </label>
        <textarea
          ref={fieldRef}
          id={`${uid}-code`}
          readOnly
          rows={3}
          value={code}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 block w-full resize-none rounded-xl border border-stone-300 bg-stone-50 p-3 font-mono text-xs break-all text-stone-900"
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => void copyCode()}>
            Copiar código Pix
          </Button>
          <p role="status" className="text-sm font-medium text-teal-800">
            {copy === "copied"
              ? "Código copiado!"
              : copy === "failed"
                ? "Selecionamos o código: copie com Ctrl+C ou toque e segure."
                : ""}
          </p>
        </div>
        {charge ? (
          <div className="mt-3 text-sm text-stone-700">
            {charge.dueDate ? (
              <p>
                Vencimento da cobrança: <strong>{formatDay(charge.dueDate)}</strong>.
              </p>
            ) : null}
            {charge.terms ? <p>{charge.terms}</p> : null}
            <p className="mt-1">Assim que o Pix for recebido, o pedido aparece como pago, sem você precisar avisar.</p>
          </div>
        ) : (
          <p className="mt-3 text-sm text-stone-700">
            Depois do Pix, nossa equipe confere o recebimento e o pedido aparece como pago em até 1 dia útil.
          </p>
        )}
        {demo ? (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            Ambiente de demonstração: esta chave Pix é fictícia. Não faça um Pix real para ela.
          </p>
        ) : null}
      </div>
    </div>
  );
}

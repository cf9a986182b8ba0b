// The parts of the PSP's answers the shop relies on, checked when they arrive
// (the rest of each answer is kept as sent). Names follow the API Pix file.
import { z } from "~/lib/zod";

const money = z.string().check(z.regex(/^\d{1,10}\.\d{2}$/));

export const cobvStatuses = ["ATIVA", "CONCLUIDA", "REMOVIDA_PELO_USUARIO_RECEBEDOR", "REMOVIDA_PELO_PSP"] as const;

export const devolucaoAnswer = z.looseObject({
  id: z.string(),
  rtrId: z.string(),
  valor: money,
  status: z.enum(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]),
  horario: z.optional(z.looseObject({ solicitacao: z.optional(z.string()), liquidacao: z.optional(z.string()) })),
  motivo: z.optional(z.string()),
});

export const pixAnswer = z.looseObject({
  endToEndId: z.string(),
  txid: z.optional(z.string()),
  valor: money,
  horario: z.string(),
  chave: z.optional(z.string()),
  infoPagador: z.optional(z.string()),
  /** Not in the standard's Pix schema; several PSPs add the payer this way (Efí under gnExtras). */
  pagador: z.optional(z.looseObject({ cpf: z.optional(z.string()), cnpj: z.optional(z.string()), nome: z.optional(z.string()) })),
  devolucoes: z.optional(z.array(devolucaoAnswer)),
});

export const cobvAnswer = z.looseObject({
  txid: z.string(),
  revisao: z.number(),
  status: z.enum(cobvStatuses),
  calendario: z.looseObject({
    criacao: z.string(),
    dataDeVencimento: z.string(),
    validadeAposVencimento: z.optional(z.number()),
  }),
  valor: z.looseObject({ original: money }),
  chave: z.string(),
  location: z.optional(z.string()),
  loc: z.optional(z.looseObject({ id: z.optional(z.number()), location: z.optional(z.string()) })),
  pixCopiaECola: z.optional(z.string()),
  pix: z.optional(z.array(pixAnswer)),
});

const paginacao = z.looseObject({
  paginaAtual: z.number(),
  itensPorPagina: z.number(),
  quantidadeDePaginas: z.number(),
  quantidadeTotalDeItens: z.number(),
});

export const pixListAnswer = z.looseObject({
  parametros: z.looseObject({ paginacao }),
  pix: z.optional(z.array(pixAnswer)),
});

export const tokenAnswer = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  // Some PSPs send the lifetime as text.
  expires_in: z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
    z.transform((v) => Number(v)),
  ),
});

export type Cobv = z.infer<typeof cobvAnswer>;
export type ReceivedPix = z.infer<typeof pixAnswer>;
export type Devolucao = z.infer<typeof devolucaoAnswer>;

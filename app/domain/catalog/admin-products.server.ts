// The admin's products: every product (visible or not), add, edit, delete or
// hide, visibility. Prices are integer cents parsed from typed reais.
import { asc, count, eq } from "drizzle-orm";
import { orderItems, products } from "~/db/schema";
import { deleteObjects, keyFromPublicUrl, prepareUpload, storeUpload } from "~/platform/storage/uploads.server";
import { type ProductFormData } from "~/domain/catalog/forms/products";
import { ADMIN_MESSAGES } from "~/domain/admin/forms/shared";
import { foldForSearch } from "~/lib/slug";
import type { AppServices } from "~/services.server";
import { type AdminOutcome as AdminResult, notFound, refused, saved } from "../admin/admin-form.server";

type Ctx = Pick<AppServices, "db" | "storage" | "logger">;

export interface AdminProductRow {
  id: number;
  name: string;
  description: string;
  category: string;
  priceCents: number;
  imageUrl: string | null;
  /** null counts as visible (spec). */
  visible: boolean;
}

const columns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  visible: products.visible,
};

/** All products, hidden ones included, by name. */
export async function listAdminProducts(ctx: Pick<Ctx, "db">): Promise<AdminProductRow[]> {
  const rows = await ctx.db.select(columns).from(products).orderBy(asc(products.searchName), asc(products.id));
  return rows.map((r) => ({ ...r, visible: r.visible !== false }));
}

export async function findAdminProduct(ctx: Pick<Ctx, "db">, id: number): Promise<AdminProductRow | null> {
  const [row] = await ctx.db.select(columns).from(products).where(eq(products.id, id));
  return row ? { ...row, visible: row.visible !== false } : null;
}

/** The categories in use, for the form's suggestions. */
export async function productCategories(ctx: Pick<Ctx, "db">): Promise<string[]> {
  const rows = await ctx.db.selectDistinct({ category: products.category }).from(products).orderBy(asc(products.category));
  return rows.map((r) => r.category).filter(Boolean);
}

type ImageOutcome = { ok: true; url: string | null } | { ok: false; result: AdminResult };

/** Checks and stores a product image; a refused or failed image stops the save ('Erro ao fazer upload da imagem'). */
async function uploadImage(ctx: Ctx, image: File | null): Promise<ImageOutcome> {
  if (!image) return { ok: true, url: null };
  const prepared = await prepareUpload(image, "product-image");
  if (!prepared.ok)
    return {
      ok: false,
      result: refused(400, prepared.message, { image: prepared.message }),
    };
  try {
    const stored = await storeUpload(ctx.storage, prepared.upload);
    return { ok: true, url: stored.url };
  } catch (error) {
    ctx.logger.error("Falha ao gravar imagem de produto", { reason: String(error) });
    return { ok: false, result: refused(500, ADMIN_MESSAGES.retry) };
  }
}

function values(input: ProductFormData & { priceCents: number }) {
  return {
    name: input.name,
    searchName: foldForSearch(input.name),
    description: input.description,
    category: input.category,
    priceCents: input.priceCents,
    visible: input.visible,
  };
}

export async function createProduct(
  ctx: Ctx,
  input: ProductFormData & { priceCents: number },
  image: File | null,
): Promise<AdminResult> {
  const uploaded = await uploadImage(ctx, image);
  if (!uploaded.ok) return uploaded.result;
  try {
    await ctx.db.insert(products).values({ ...values(input), imageUrl: uploaded.url });
  } catch (error) {
    await deleteObjects(ctx, [keyFromPublicUrl(uploaded.url)]);
    throw error;
  }
  return saved("Produto adicionado", `${input.name} foi adicionado à loja.`);
}

export async function updateProduct(
  ctx: Ctx,
  id: number,
  input: ProductFormData & { priceCents: number },
  image: File | null,
): Promise<AdminResult> {
  const existing = await findAdminProduct(ctx, id);
  if (!existing) return notFound();
  const uploaded = await uploadImage(ctx, image);
  if (!uploaded.ok) return uploaded.result;
  const [updated] = await ctx.db
    .update(products)
    .set({ ...values(input), ...(uploaded.url ? { imageUrl: uploaded.url } : {}) })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated) {
    await deleteObjects(ctx, [keyFromPublicUrl(uploaded.url)]);
    return notFound();
  }
  if (uploaded.url) await deleteObjects(ctx, [keyFromPublicUrl(existing.imageUrl)]);
  return saved("Produto atualizado", `${input.name} foi atualizado.`);
}

export async function setProductVisibility(ctx: Pick<Ctx, "db">, id: number, visible: boolean): Promise<AdminResult> {
  const [row] = await ctx.db.update(products).set({ visible }).where(eq(products.id, id)).returning({ name: products.name });
  if (!row) return notFound();
  return saved("Produto atualizado", visible ? `${row.name} está visível na loja.` : `${row.name} foi ocultado da loja.`);
}

/**
 * Deletes a product, or hides it when orders refer to it (order history keeps
 * its items; order_items.product_id is RESTRICT) or when a plan or landing
 * page is built on it (it has a handle), saying so.
 */
export async function deleteProduct(ctx: Ctx, id: number): Promise<AdminResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, imageUrl: products.imageUrl, handle: products.handle })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!product) return null;
    const [{ n }] = (await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id))) as [{ n: number }];
    if (n > 0 || product.handle) {
      await tx.update(products).set({ visible: false }).where(eq(products.id, id));
      return { kind: "hidden" as const, product, reason: n > 0 ? ("orders" as const) : ("plan-page" as const) };
    }
    await tx.delete(products).where(eq(products.id, id));
    return { kind: "deleted" as const, product };
  });
  if (!outcome) return notFound();
  if (outcome.kind === "hidden") {
    const why = outcome.reason === "orders" ? "tem pedidos registrados" : "é usado por uma página de plano ou de oferta";
    return saved("Produto ocultado", `${outcome.product.name} ${why} e não pode ser excluído; ele foi ocultado da loja.`);
  }
  await deleteObjects(ctx, [keyFromPublicUrl(outcome.product.imageUrl)]);
  return saved("Produto excluído", `${outcome.product.name} foi excluído.`);
}

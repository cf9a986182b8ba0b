// The article's write and edit page. The body is the Tiptap editor with
// scripts on; with scripts off (or before the editor arrives) a textarea takes
// HTML, which the server sanitises before saving (blog.server.ts).
import { errorOf } from "~/components/ui/field";
import type { AdminPostDetails } from "~/domain/content/admin-blog.server";
import { blogFormSchema, checkBlogForm } from "~/domain/content/forms/blog";
import { BLOG_CATEGORIES } from "~/domain/content/blog-categories";
import { EditorFrame, useEditorForm } from "../editor-frame";
import { type AdminReply, ImageField, SelectField, TextAreaField, TextField } from "../fields";
import { RichTextEditor } from "../rich-text-editor";

export function PostForm({
  post,
  confirmDelete,
  reply,
}: {
  post: AdminPostDetails | null;
  confirmDelete: boolean;
  reply: AdminReply;
}) {
  const form = useEditorForm({
    id: post ? `artigo-${post.id}` : "artigo-novo",
    schema: blogFormSchema,
    check: checkBlogForm,
    extraFields: ["cover"],
    reply,
    defaultValue: {
      title: post?.title,
      slug: post?.slug,
      category: post?.category ?? "nutricao",
      excerpt: post?.excerpt,
      tags: post?.tags.join(", "),
      // Spec: a new article is by Admin / Administrador unless told otherwise.
      authorName: post?.author.name ?? "Admin",
      authorRole: post?.author.role ?? "Administrador",
      content: post?.content,
    },
  });
  const { fields } = form;
  const content = fields.content.initialValue;
  return (
    <EditorFrame
      form={form}
      list="/admin/blog"
      item={post}
      addTitle="Novo artigo"
      panelTitle={post ? "Editar Artigo" : "Novo Artigo"}
      submitLabel={post ? "Atualizar Artigo" : "Publicar Artigo"}
      deleteTitle="Tem certeza que deseja excluir este artigo?"
      deleteMessage={<p>Esta ação não pode ser desfeita. O artigo será permanentemente excluído do banco de dados.</p>}
      confirmDelete={confirmDelete}
      reply={reply}
    >
      <TextField field={fields.title} label="Título" required maxLength={200} className="sm:col-span-2" />
      <TextField field={fields.slug} label="Slug" maxLength={120} hint="Deixe em branco para gerar a partir do título." />
      <SelectField field={fields.category} label="Categoria">
        {BLOG_CATEGORIES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        field={fields.excerpt}
        label="Resumo"
        rows={2}
        maxLength={500}
        hint="Opcional: sem resumo, usamos o início do texto."
        className="sm:col-span-2"
      />
      <TextField field={fields.tags} label="Tags" maxLength={500} hint="Separadas por vírgula." className="sm:col-span-2" />
      <TextField field={fields.authorName} label="Autor" maxLength={80} />
      <TextField field={fields.authorRole} label="Função do autor" maxLength={80} />
      <ImageField
        field={fields.cover}
        label="Imagem de capa"
        purpose="blog-cover"
        stored={Boolean(post?.coverImage)}
        className="sm:col-span-2"
      />
      <div className="min-w-0 sm:col-span-2">
        <RichTextEditor
          name={fields.content.name}
          label="Conteúdo"
          initialHtml={typeof content === "string" ? content : ""}
          error={errorOf(fields.content)}
        />
      </div>
    </EditorFrame>
  );
}

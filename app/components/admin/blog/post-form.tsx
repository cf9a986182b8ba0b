// The article's write and edit form. The body is the Tiptap editor with
// scripts on; with scripts off (or before the editor arrives) a textarea takes
// HTML, which the server sanitises before saving (blog.server.ts).
import { Form } from "react-router";
import { errorOf } from "~/components/ui/field";
import type { AdminPostDetails } from "~/domain/admin/blog.server";
import { blogFormSchema, checkBlogForm } from "~/domain/admin/forms/blog";
import { BLOG_CATEGORIES } from "~/domain/content/blog-categories";
import {
  AdminFormError,
  type AdminReply,
  FileField,
  FormButtons,
  IMAGE_ACCEPT,
  replyTo,
  SelectField,
  TextAreaField,
  TextField,
  useAdminForm,
} from "../fields";
import { RichTextEditor } from "../rich-text-editor";

export function PostForm({ post, reply }: { post: AdminPostDetails | null; reply: AdminReply }) {
  const { fields, formProps, formError } = useAdminForm({
    id: post ? `artigo-${post.id}` : "artigo-novo",
    schema: blogFormSchema,
    check: checkBlogForm,
    lastResult: replyTo(reply, "save"),
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
  const content = fields.content.initialValue;
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" {...formProps}>
      <div className="sm:col-span-2">
        <AdminFormError message={formError} />
      </div>
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
      <FileField
        field={fields.cover}
        label="Imagem de capa"
        purpose="blog-cover"
        accept={IMAGE_ACCEPT}
        hint="Imagem até 10MB."
        current={post?.coverImage ? "Deixe vazio para manter a imagem atual." : undefined}
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
      <FormButtons intent="save" submitLabel={post ? "Atualizar Artigo" : "Publicar Artigo"} cancelTo="/admin/blog" />
    </Form>
  );
}

// Blog: 'Novo Artigo' / 'Editar Artigo' and 'Gerenciar Artigos' (title and
// category with edit and delete, or 'Nenhum artigo publicado ainda.').
import { useState } from "react";
import type { AdminPostDetails as PostDetails, AdminPostRow as PostRow } from "~/domain/admin/blog.server";
import { validateBlogForm } from "~/domain/admin/forms/blog";
import { browserFileProblem } from "~/domain/admin/forms/uploads";
import { BLOG_CATEGORIES } from "~/lib/blog-categories";
import { formatDate } from "~/lib/dates";
import { AdminForm, FileField, FormButtons, IMAGE_ACCEPT, Panel, SelectField, TextArea, TextField } from "./fields";
import { DeleteRowDialog } from "./overlays";
import { RichTextEditor } from "./rich-text-editor";
import { RowActions } from "./row-actions";
import { formFields, formFile, formProblem, useAdminForm, useFormReset } from "./use-admin-action";
import { useCloseEditing } from "./use-close-editing";

export function BlogTab({ posts, editing }: { posts: PostRow[]; editing: PostDetails | null }) {
  const [deleting, setDeleting] = useState<PostRow | null>(null);
  const close = useCloseEditing();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Panel title={editing ? "Editar Artigo" : "Novo Artigo"}>
        <PostForm key={editing?.id ?? "new"} post={editing} onCancel={close} />
      </Panel>
      <Panel title="Gerenciar Artigos" className="self-start">
        {posts.length === 0 ? (
          <p className="text-stone-700">Nenhum artigo publicado ainda.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {posts.map((post) => (
              <li key={post.id} className="flex flex-col gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-semibold">{post.title}</p>
                  <p className="text-sm text-stone-700">
                    {post.categoryName} · {formatDate(post.publishedAt)}
                  </p>
                </div>
                <RowActions tab="blog" id={post.id} label={post.title} onDelete={() => setDeleting(post)}>
                  <a
                    href={`/blog/${post.slug}`}
                    className="inline-flex min-h-11 items-center px-2 text-sm text-teal-800 underline"
                    aria-label={`Ver ${post.title} no blog`}
                  >
                    Ver
                  </a>
                </RowActions>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <DeleteRowDialog
        row={deleting}
        action="/admin/blog"
        title="Tem certeza que deseja excluir este artigo?"
        description={<p>Esta ação não pode ser desfeita. O artigo será permanentemente excluído do banco de dados.</p>}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          if (deleting && editing?.id === deleting.id) close();
        }}
      />
    </div>
  );
}

function PostForm({ post, onCancel }: { post: PostDetails | null; onCancel: () => void }) {
  const mode = post ? "update" : "create";
  const { formKey, reset } = useFormReset(post !== null, onCancel);
  const action = useAdminForm({
    check: (form) =>
      formProblem(validateBlogForm(formFields(form), mode), mode === "create" ? "Erro ao criar post" : "Erro ao atualizar post", {
        cover: browserFileProblem(formFile(form, "cover"), "blog-cover"),
      }),
    // Spec: saving resets the form to empty, author Admin / Administrador.
    onSuccess: reset,
  });
  const { errors } = action;
  return (
    <AdminForm key={formKey} form={action} action="/admin/blog" mode={mode} id={post?.id}>
      <TextField
        label="Título"
        name="title"
        required
        maxLength={200}
        defaultValue={post?.title}
        error={errors.title}
        className="sm:col-span-2"
      />
      <TextField
        label="Slug"
        name="slug"
        maxLength={120}
        defaultValue={post?.slug}
        hint="Deixe em branco para gerar a partir do título."
        error={errors.slug}
      />
      <SelectField label="Categoria" name="category" defaultValue={post?.category ?? "nutricao"} error={errors.category}>
        {BLOG_CATEGORIES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextArea
        label="Resumo"
        name="excerpt"
        rows={2}
        maxLength={500}
        defaultValue={post?.excerpt}
        hint="Opcional: sem resumo, usamos o início do texto."
        error={errors.excerpt}
        className="sm:col-span-2"
      />
      <TextField
        label="Tags"
        name="tags"
        maxLength={500}
        defaultValue={post?.tags.join(", ")}
        hint="Separadas por vírgula."
        error={errors.tags}
        className="sm:col-span-2"
      />
      <TextField
        label="Autor"
        name="authorName"
        maxLength={80}
        defaultValue={post?.author.name ?? "Admin"}
        error={errors.authorName}
      />
      <TextField
        label="Função do autor"
        name="authorRole"
        maxLength={80}
        defaultValue={post?.author.role ?? "Administrador"}
        error={errors.authorRole}
      />
      <FileField
        label="Imagem de capa"
        name="cover"
        accept={IMAGE_ACCEPT}
        hint="Imagem até 10MB."
        current={post?.coverImage ? "Deixe vazio para manter a imagem atual." : undefined}
        error={errors.cover}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <RichTextEditor name="content" label="Conteúdo" initialHtml={post?.content ?? ""} error={errors.content} />
      </div>
      <FormButtons
        busy={action.busy}
        submitLabel={post ? "Atualizar Artigo" : "Publicar Artigo"}
        onCancel={() => {
          action.setClientErrors({});
          reset();
        }}
      />
    </AdminForm>
  );
}

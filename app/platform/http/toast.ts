export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

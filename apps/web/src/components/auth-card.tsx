import type { ReactNode } from 'react';
import { Card } from './ui/card';
import { cn } from '../lib/cn';

/** The white panel every authentication screen sits in. */
export function AuthCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('w-full max-w-md space-y-6 p-6 sm:p-8', className)}>
      <header className="space-y-1.5 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </header>
      {children}
    </Card>
  );
}

type ClassValue = string | false | null | undefined;

// Joins class names; callers avoid conflicting utilities instead of paying for a merge library.
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}

import { pathText, sourceText, type Codec } from './codec';
import { asConversionError } from './entity';

/**
 * A nested entity that may fail to load without taking its parent down: it is
 * recorded as corrupted, stands in the model as `placeholder()`, and is written
 * back exactly as read as long as the placeholder is not replaced.
 */
export function recoverable<T extends object>(inner: Codec<T>, placeholder: () => T): Codec<T> {
  const stand = new WeakSet<object>();
  return {
    ...inner,
    read(element, context) {
      if (!element) return inner.read(element, context);
      try {
        return inner.read(element, context);
      } catch (error) {
        context.session.markCorrupted(pathText(context.path), asConversionError(error, 'CONFIG.FROM_XML', context.path, inner.label), element);
        const value = placeholder();
        stand.add(value);
        return value;
      }
    },
    patch(value, original, element, context) {
      if (value === original && stand.has(value)) return sourceText(context, element);
      if (stand.has(original)) return inner.render(value, element.name, context);
      return inner.patch(value, original, element, context);
    },
    equals: (a, b) => a === b || (!stand.has(a) && !stand.has(b) && inner.equals(a, b)),
  };
}

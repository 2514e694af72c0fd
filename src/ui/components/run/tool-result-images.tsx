import type { ToolImage } from '../../../engine/tools/tool';

/** "image/png · 1.2 KB": what kind of image the model was sent and how big, from its base64. */
export function imageLabel(image: ToolImage): string {
  const bytes = Math.floor((image.data.length * 3) / 4) - (image.data.endsWith('==') ? 2 : image.data.endsWith('=') ? 1 : 0);
  const size = bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`;
  return `${image.mediaType} · ${size}`;
}

/** The images a tool returned, shown as the model received them, each with its kind and size. */
export function ToolResultImages({ images }: { images: readonly ToolImage[] }) {
  return (
    <ul className="tool-result-images" aria-label="Images the model was sent">
      {images.map((image, index) => (
        <li key={index}>
          <figure>
            <img src={`data:${image.mediaType};base64,${image.data}`} alt={`Image ${index + 1} the tool returned (${imageLabel(image)})`} />
            <figcaption className="muted small">{imageLabel(image)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

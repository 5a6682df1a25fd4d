/** The PDF step other features hand their form to: the picker, and the navigation state to and from it. */
export { PdfPicker } from './components/pdf-picker';
export {
  appendExtractedText,
  type OcrLoadingState,
  type OcrReturnState,
} from './lib/ocr-navigation';

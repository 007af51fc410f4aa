export {
  FileUpload,
  type FileUploadProps,
  type UploadedFileActions,
  type UploadMessageType,
} from './FileUpload';
export { UploadedFiles, uploadedFileName, type UploadedFile } from './UploadedFiles';
export { acceptAttribute, fileValidator, type FileRules } from './rules';
export { useUploadQueue, type UploadJob, type UploadTarget } from './useUploadQueue';

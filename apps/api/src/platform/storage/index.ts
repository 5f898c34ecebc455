// Where uploaded files live (the lots' stage photos). One small interface, so a
// feature never touches the disk itself: local disk under UPLOAD_DIR (DATA_DIR/uploads) by
// default. An S3-compatible store would implement the same three calls; it needs an S3 client
// package, which the project does not have yet, so none is wired (docs/api.md).
export { fileStoreFor, localFileStore, type FileStore } from './file-store';
export { sniffImageType } from './image-type';
export { MAX_INPUT_PIXELS, MAX_PHOTO_SIDE, reencodeImage, type ReencodedImage } from './reencode';

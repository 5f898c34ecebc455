// Where uploaded files live (the lots' stage photos). One small interface, so a feature never
// touches the disk or a bucket itself: local disk under UPLOAD_DIR (DATA_DIR/uploads) by default,
// or an S3-compatible bucket with STORAGE_DRIVER=s3 (docs/operations.md "Uploaded files").
export { closeFileStore, fileStoreFor, localFileStore, type FileStore } from './file-store';
export { s3ClientFor, s3FileStore } from './s3-store';
export { sniffImageType } from './image-type';
export { MAX_INPUT_PIXELS, MAX_PHOTO_SIDE, reencodeImage, type ReencodedImage } from './reencode';
export { acceptPhotoBodies, PHOTO_UPLOAD_DESCRIPTION, photoDisposition, photoExtension, storedPhotoBytes, storeThenRecord, tooManyPhotos, uploadedPhoto } from './photo-upload';

import { SparkPackagePath, type SparkPackageImportResult } from '@wander/contract';
import { apiRequest } from '../../lib/api';

/** The Spark package list import (multipart: a CSV or xlsx file under `file`). */
export const sparkPackageApi = {
  importPackages: (file: File) => {
    const formData = new FormData();
    formData.append('file', file);
    return apiRequest<SparkPackageImportResult>(SparkPackagePath.import, {
      method: 'POST',
      formData,
    });
  },
};

export declare const featureFilesHaveNoSideEffects: (id: string) => boolean;

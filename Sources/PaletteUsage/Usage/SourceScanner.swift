import PaletteCore
import PaletteExport

/// Reads one file of an app in the way its language needs.
public enum SourceScanner {
    public static func scan(_ bytes: [UInt8], language: SourceLanguage, vocabulary: UsageVocabulary) -> SourceScan {
        var scan: SourceScan
        switch language {
        // One file alone, read as an app's files are (`SourceReading`): its own declarations
        // are the whole model.
        case .swift, .kotlin, .java:
            return SourceReading.finish([(path: "", prepared: SourceReading.prepare(bytes, language: language, vocabulary: vocabulary), isTest: false)],
                                        vocabulary: vocabulary).scans[0]
        // The script scanner counts line breaks as it goes.
        case .script: return ScriptScanner.scan(bytes, vocabulary: vocabulary)
        case .css, .scss: scan = StylesheetScanner.scan(bytes, language: language, vocabulary: vocabulary)
        case .html, .androidXML: scan = MarkupScanner.scan(bytes, language: language, vocabulary: vocabulary)
        case .json: scan = TokenReferenceScanner.scan(bytes, vocabulary: vocabulary)
        }
        scan.lineBreaks = bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for byte in buffer where byte == 0x0A { count += 1 }
            return count
        }
        return scan
    }
}

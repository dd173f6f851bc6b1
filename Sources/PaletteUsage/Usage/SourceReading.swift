import PaletteCore
import PaletteExport

/// Reads an app's files in two passes, so that a read in one file can be followed through a
/// type another declares: first each file alone (`prepare`: Swift, Kotlin and Java files are
/// lexed and outlined, the rest scanned whole), then, once every outline is in the model, each
/// code file's chains (`finish`). Both passes run a file per core.
public enum SourceReading {
    /// A file after the first pass.
    public struct Prepared: Sendable {
        enum Storage: Sendable {
            case code(CodeFile)
            case scanned(SourceScan)
        }
        let storage: Storage
    }

    /// A file's first pass. A Swift, Kotlin or Java file has fewer than 2^25 bytes (32 MiB).
    public static func prepare(_ bytes: [UInt8], language: SourceLanguage, vocabulary: UsageVocabulary) -> Prepared {
        switch language {
        case .swift, .kotlin, .java: return Prepared(storage: .code(CodeFile(bytes: bytes, language: language)))
        default: return Prepared(storage: .scanned(SourceScanner.scan(bytes, language: language, vocabulary: vocabulary)))
        }
    }

    /// The files' scans, in the order given, and the palette types their code declares or reads.
    /// `isTest`: whether a file is a test's (in a test source set).
    public static func finish(_ files: [(path: String, prepared: Prepared, isTest: Bool)], vocabulary: UsageVocabulary)
        -> (scans: [SourceScan], facades: [UsageReport.Facade]) {
        // Read in place: a file's fields are asked where it lies, never copied out whole.
        files.withUnsafeBufferPointer { finish($0, vocabulary: vocabulary) }
    }

    private static func finish(_ files: UnsafeBufferPointer<(path: String, prepared: Prepared, isTest: Bool)>, vocabulary: UsageVocabulary)
        -> (scans: [SourceScan], facades: [UsageReport.Facade]) {
        var codeFiles: [CodeFile] = []
        var codeIndex: [Int] = []
        for index in files.indices {
            if case .code(let code) = files[index].prepared.storage {
                codeIndex.append(index)
                codeFiles.append(code)
            }
        }
        let model = CodeModel(files: codeFiles, vocabulary: vocabulary, receivers: vocabulary.extraReceivers)
        let shared = ImmutableBox((model, codeFiles))
        let read = ParallelMap.map(Array(codeFiles.indices), stripes: 2, largestFirst: { codeFiles[$0].tokens.count }) { index in
            CodeReader.read(shared.value.1[index], fileIndex: index, model: shared.value.0)
        }
        var scans: [SourceScan] = []
        scans.reserveCapacity(files.count)
        var nextCode = 0
        for index in files.indices {
            var scan: SourceScan
            switch files[index].prepared.storage {
            case .scanned(let scanned): scan = scanned
            case .code:
                scan = read[nextCode]
                nextCode += 1
            }
            scan.isTest = files[index].isTest
            scans.append(scan)
        }
        let paths = codeIndex.map { files[$0].path }
        return (scans, model.facades(paths: paths))
    }
}

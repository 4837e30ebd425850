/// The namespace of the publishers operators return (Combine's `Publishers`), such as `Publishers.Delay`.
public enum Publishers {}
